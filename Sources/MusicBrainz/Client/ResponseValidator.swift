import Foundation

/// Checks the body of a successful (2xx) response before it is decoded. Error statuses never
/// get here: ``StatusTable`` turns them into errors inside the request pipeline.
enum ResponseValidator {
    /// The format to decode a successful body with: the one the content type names, else the one
    /// the body starts with. A body in neither format is an error.
    static func format(
        of response: HTTPResponse, expected: ResponseFormat, requestURL: URL
    ) throws(MusicBrainzError)
        -> ResponseFormat
    {
        if response.body.isEmpty {
            throw MusicBrainzError(
                code: .decodingFailed,
                message: "The server answered HTTP \(response.status) with an empty body.",
                requestURL: requestURL,
                statusCode: response.status
            )
        }
        let sniffed = ResponseDecoder.detectFormat(of: response.body)
        let isHTML = response.mediaType == "text/html" || response.mediaType == "application/xhtml+xml"
        // The body decides which decoder runs: XML sent when JSON was asked for is still decoded.
        if let sniffed, !isHTML { return sniffed }
        let what = response.mediaType ?? "no content type"
        throw MusicBrainzError(
            code: .unexpectedContentType,
            message: "Expected \(expected.mediaType) but the body (\(what)) is neither JSON nor XML"
                + ResponseDecoder.preview(response.body),
            requestURL: requestURL,
            statusCode: response.status
        )
    }
}
