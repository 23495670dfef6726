import Foundation

/// libFuzzer entry point for the JSON decoder (`Scripts/fuzz.sh json SECONDS`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONDecoder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzTargets.json(Data(bytes: start, count: count))
    return 0
}
