// mbz: the command-line example of swift-musicbrainz. Its commands are in CommandTable.swift.
import ExampleSupport

await CommandTable.tool.main()
