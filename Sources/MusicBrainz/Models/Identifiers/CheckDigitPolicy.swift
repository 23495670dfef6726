/// Whether a validating initialiser of an identifier with a check digit (``ISWC``, ``Barcode``)
/// insists on a correct check digit.
///
/// MusicBrainz itself does not check them when looking up: the database holds ISWCs and
/// barcodes whose check digit is wrong (misprints on the product, old data), and a lookup of
/// those must still be possible. Validate user input with ``verify`` (the default) and
/// ``ignore`` the check digit when you deliberately pass a value from MusicBrainz back to it.
public enum CheckDigitPolicy: Sendable, Hashable {
    /// Refuse a value whose check digit is wrong.
    case verify
    /// Accept a value with a wrong check digit, as long as its format is right.
    case ignore
}
