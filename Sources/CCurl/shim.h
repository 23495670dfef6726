// The libcurl headers, from Debian's libcurl4-openssl-dev (or Homebrew's curl).
// Guarded so that a plain `swift build` works on a machine without them: the Curl package
// trait is what makes the package depend on this module.
#if __has_include(<curl/curl.h>)
#include <curl/curl.h>
#endif
