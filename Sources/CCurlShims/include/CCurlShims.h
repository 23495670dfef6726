#ifndef CCURLSHIMS_H
#define CCURLSHIMS_H
// Typed wrappers for libcurl's variadic functions, which Swift cannot call.
// Empty when the libcurl headers are missing, so the target always compiles.
#if __has_include(<curl/curl.h>)
#include <curl/curl.h>
#endif
#endif
