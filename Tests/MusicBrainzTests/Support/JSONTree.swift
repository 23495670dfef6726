import Foundation

/// JSON values as `JSONSerialization` gives them, compared and rewritten for the format parity
/// tests.
enum JSONTree {
    /// The JSON value of an encodable model.
    static func value(of model: any Encodable) throws -> Any {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try JSONSerialization.jsonObject(with: try encoder.encode(model), options: [.fragmentsAllowed])
    }

    /// The paths where two values differ, with both sides, at most `limit` of them.
    static func differences(_ lhs: Any, _ rhs: Any, path: String = "", limit: Int = 12) -> [String] {
        var result: [String] = []
        collect(lhs, rhs, path: path.isEmpty ? "$" : path, into: &result, limit: limit)
        return result
    }

    private static func collect(_ lhs: Any, _ rhs: Any, path: String, into result: inout [String], limit: Int) {
        guard result.count < limit else { return }
        switch (lhs, rhs) {
        case (let l as [String: Any], let r as [String: Any]):
            for key in Set(l.keys).union(r.keys).sorted() {
                switch (l[key], r[key]) {
                case (let a?, let b?): collect(a, b, path: path + "." + key, into: &result, limit: limit)
                case (let a?, nil): result.append("\(path).\(key): JSON \(short(a)), XML absent")
                case (nil, let b?): result.append("\(path).\(key): JSON absent, XML \(short(b))")
                case (nil, nil): break
                }
            }
        case (let l as [Any], let r as [Any]):
            if l.count != r.count {
                result.append("\(path): JSON has \(l.count) items, XML \(r.count)")
            }
            for (index, pair) in zip(l, r).enumerated() {
                collect(pair.0, pair.1, path: "\(path)[\(index)]", into: &result, limit: limit)
            }
        default:
            if short(lhs, limit: .max) != short(rhs, limit: .max) {
                result.append("\(path): JSON \(short(lhs)), XML \(short(rhs))")
            }
        }
    }

    /// Whether two values are equal.
    static func equal(_ lhs: Any, _ rhs: Any) -> Bool { differences(lhs, rhs, limit: 1).isEmpty }

    private static func short(_ value: Any, limit: Int = 80) -> String {
        let text: String
        if let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys]) {
            text = String(decoding: data, as: UTF8.self)
        } else {
            text = "\(value)"
        }
        return text.count > limit ? String(text.prefix(limit)) + "…" : text
    }

    /// Rewrites every object in a value, depth first, with the key it sits under (`nil` at the
    /// top, the array's key for array items).
    static func rewriteObjects(
        _ value: inout Any, under key: String? = nil, _ body: (inout [String: Any], String?) -> Void
    ) {
        if var object = value as? [String: Any] {
            for name in Array(object.keys) {
                if var child = object[name] {
                    rewriteObjects(&child, under: name, body)
                    object[name] = child
                }
            }
            body(&object, key)
            value = object
        } else if var array = value as? [Any] {
            for index in array.indices { rewriteObjects(&array[index], under: key, body) }
            value = array
        }
    }
}
