import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Plain descriptions of the errors `XMLParser` reports, whose own description is only
/// "The operation could not be completed. (NSXMLParserErrorDomain error 73.)".
///
/// The codes are libxml2's `xmlParserErrors` (`libxml/xmlerror.h`), which are also the raw
/// values of Apple's `NSXMLParserError`. (On Linux, swift-corelibs-foundation's Swift
/// `XMLParser.ErrorCode` enum is numbered one lower, so it is not used here: its raw value 73 is
/// `equalExpectedError` while the error reported for a missing `>` is 73.)
enum XMLParseErrorDescription {
    /// A description of a parse error: the plain meaning of its code, followed by the code.
    /// - Parameter error: The error `XMLParser` reported.
    /// - Returns: For example `'>' is missing: a tag is not closed (XML error 73)`.
    static func describe(_ error: any Error) -> String {
        let error = error as NSError
        guard error.domain == XMLParser.errorDomain else { return error.localizedDescription }
        guard let meaning = meaning(ofCode: error.code) else { return "XML error \(error.code)" }
        return "\(meaning) (XML error \(error.code))"
    }

    /// The meaning of a libxml2 parser error code, or `nil` for a rare one.
    static func meaning(ofCode code: Int) -> String? {
        switch code {
        case 1: "internal error of the XML parser"
        case 2: "the XML parser ran out of memory"
        case 3: "the document does not start with an element"
        case 4: "the document is empty"
        case 5: "the document ends before its root element is closed, or has content after it"
        case 6: "an invalid hexadecimal character reference (&#x…;)"
        case 7: "an invalid decimal character reference (&#…;)"
        case 8: "an invalid character reference"
        case 9: "a character XML does not allow"
        case 10, 14: "a reference at the end of the data"
        case 11, 12, 15, 16: "a reference outside the root element"
        case 22: "'&' without an entity name (a literal '&' must be written &amp;)"
        case 23: "an entity reference without its closing ';' (a literal '&' must be written &amp;)"
        case 26: "an entity XML does not define, such as &nbsp;"
        case 33: "a quoted value was expected"
        case 34: "a quoted value is not closed"
        case 38: "'<' inside an attribute value"
        case 39: "an attribute value does not start with a quote"
        case 40: "an attribute value is not closed"
        case 41: "an attribute without a value"
        case 42: "an attribute appears twice in one element"
        case 43, 44: "a quoted literal is malformed"
        case 45: "a comment is not closed"
        case 46, 47: "a processing instruction is malformed"
        case 56, 57: "the XML declaration is malformed"
        case 62: "']]>' outside a CDATA section"
        case 63: "a CDATA section is not closed"
        case 64: "an XML declaration that is not at the start of the document"
        case 65: "a space is missing (between attributes, for example)"
        case 68: "an element or attribute name was expected"
        case 72: "'<' was expected"
        case 73: "'>' is missing: a tag is not closed"
        case 74: "'</' was expected: an end tag is missing"
        case 75: "'=' is missing after an attribute name"
        case 76: "an end tag does not match its start tag"
        case 77: "an element is not closed before the end of the data"
        case 80: "'--' inside a comment"
        case 81: "the bytes are not in the declared encoding"
        case 85: "the elements are not properly nested"
        case 86: "content after the root element"
        case 89: "an entity refers to itself"
        case 111: "parsing was stopped"
        default: nil
        }
    }
}
