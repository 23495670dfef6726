import Foundation

/// libFuzzer entry point for the XML decoder (`Scripts/fuzz.sh xml SECONDS`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLDecoder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzTargets.xml(Data(bytes: start, count: count))
    return 0
}
