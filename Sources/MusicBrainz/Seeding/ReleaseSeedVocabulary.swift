/// The English names the release editor's seeding accepts for release-group types, statuses,
/// packaging and medium formats: the server looks each one up by name, case-insensitively
/// (`lower(name) = lower(?)`), and refuses any other with "Invalid …".
///
/// The lists are those of musicbrainz.org. Sources: MusicBrainz Server's test data
/// `t/sql/initial.sql` (the first 61 medium formats with their `has_discids` flag, types,
/// statuses); Picard's `picard/const/attributes.py`, generated from the live database (every
/// medium format, status and type; Picard 638168b, 2026-08-22); the live packaging list as the
/// client libraries musicbrainz-ts and Harmony name it. The vocabularies grow without notice: a
/// name added on the site after this list is refused until the list is updated.
enum ReleaseSeedVocabulary {
    /// Primary release-group types, lower case.
    static let primaryTypes: Set<String> = ["album", "single", "ep", "broadcast", "other"]

    /// Secondary release-group types, lower case.
    static let secondaryTypes: Set<String> = [
        "compilation", "soundtrack", "spokenword", "interview", "audiobook", "audio drama", "live", "remix", "dj-mix",
        "mixtape/street", "demo", "field recording",
    ]

    /// Release statuses, lower case. `Expunged` exists in the live database (Picard lists it).
    static let statuses: Set<String> = [
        "official", "promotion", "bootleg", "pseudo-release", "withdrawn", "cancelled", "expunged",
    ]

    /// Release packaging names, lower case. `Digifile` and `Slipcase` are newer and named by some
    /// clients only (not confirmed).
    static let packagings: Set<String> = [
        "jewel case", "slim jewel case", "digipak", "cardboard/paper sleeve", "other", "keep case", "none",
        "cassette case", "book", "fatbox", "snap case", "gatefold cover", "discbox slider", "super jewel box",
        "digibook", "plastic sleeve", "box", "slidepack", "snappack", "metal tin", "longbox", "clamshell case",
        "digifile", "slipcase",
    ]

    /// Medium formats, lower case, with whether a medium of the format can have disc IDs (the
    /// table's `has_discids`: the editor enters the "Add disc ID" edit of a seeded TOC only for
    /// those, or for a medium without a format). The flags of the formats after "Copy Control
    /// CD" are not in the server's test data; they are judged by the name: a CD, or the CD
    /// layer or side of a hybrid disc, can; pure SACDs and CD-i keep their parent's flag.
    static let mediumFormats: [String: Bool] = [
        "cd": true, "dvd": false, "sacd": true, "dualdisc": true, "laserdisc": false, "minidisc": false,
        "vinyl": false, "cassette": false, "cartridge": false, "reel-to-reel": false, "dat": false,
        "digital media": false, "other": true, "wax cylinder": false, "piano roll": false, "dcc": false,
        "hd-dvd": false, "dvd-audio": false, "dvd-video": false, "blu-ray": false, "vhs": false, "vcd": false,
        "svcd": false, "betamax": false, "hdcd": true, "usb flash drive": false, "slotmusic": false, "umd": false,
        "7\" vinyl": false, "10\" vinyl": false, "12\" vinyl": false, "cd-r": true, "8cm cd": true,
        "blu-spec cd": true, "shm-cd": true, "hqcd": true, "hybrid sacd": true, "cd+g": true, "8cm cd+g": true,
        "cdv": true, "enhanced cd": true, "data cd": false, "dts cd": true, "playbutton": false,
        "music card": false, "dvdplus": true, "vinyldisc": true, "3.5\" floppy disk": false,
        "edison diamond disc": false, "flexi-disc": false, "7\" flexi-disc": false, "shellac": false,
        "10\" shellac": false, "12\" shellac": false, "7\" shellac": false, "shm-sacd": true, "pathé disc": false,
        "vhd": false, "ced": false, "copy control cd": true,
        // Added after the server's test data (flags judged by the name).
        "sd card": false, "hybrid sacd (cd layer)": true, "hybrid sacd (sacd layer)": false,
        "dualdisc (dvd-audio side)": false, "dualdisc (dvd-video side)": false, "dualdisc (cd side)": true,
        "dvdplus (dvd-audio side)": false, "dvdplus (dvd-video side)": false, "dvdplus (cd side)": true,
        "8\" laserdisc": false, "12\" laserdisc": false, "phonograph record": false, "playtape": false,
        "hipac": false, "floppy disk": false, "zip disk": false, "8-track cartridge": false, "blu-ray-r": false,
        "vinyldisc (dvd side)": false, "vinyldisc (vinyl side)": false, "vinyldisc (cd side)": true,
        "microcassette": false, "sacd (2 channels)": true, "sacd (multichannel)": true,
        "hybrid sacd (sacd layer, multichannel)": false, "hybrid sacd (sacd layer, 2 channels)": false,
        "shm-sacd (multichannel)": true, "shm-sacd (2 channels)": true, "tefifon": false,
        "5.25\" floppy disk": false, "dvd-r video": false, "data dvd-r": false, "data dvd": false,
        "kit album": false, "dataplay": false, "mixed mode cd": true, "dualdisc (dvd side)": false,
        "betacam sp": false, "microsd": false, "minimax cd": true, "minidvd": false, "minimax dvd": false,
        "minidvd-audio": false, "minidvd-video": false, "minimax dvd-audio": false, "minimax dvd-video": false,
        "acetate": false, "7\" acetate": false, "10\" acetate": false, "12\" acetate": false, "3\" vinyl": false,
        "rom cartridge": false, "cd-i": true, "8cm cd-r": true, "ultra hd blu-ray": false,
    ]

    /// The names of ``mediumFormats``.
    static let mediumFormatNames = Set(mediumFormats.keys)
}
