extension EntityType {
    /// The path name with its indefinite article, for messages: `an artist`, `a release`.
    var withArticle: String {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        return (rawValue.first.map(vowels.contains) == true ? "an " : "a ") + rawValue
    }
}

extension EntityType {
    /// ``withArticle`` with a capital first letter: `An artist`, `A release`.
    var withCapitalArticle: String { withArticle.prefix(1).uppercased() + withArticle.dropFirst() }
}
