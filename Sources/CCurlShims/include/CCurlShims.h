#ifndef CCURLSHIMS_H
#define CCURLSHIMS_H
// Typed wrappers for libcurl's variadic functions, which Swift cannot call
// ("Variadic function is unavailable"), plus the few option settings that depend on the
// libcurl version. Empty when the libcurl headers are missing, so that a plain `swift build`
// on a machine without them still compiles this target (the Curl package trait is what makes
// the package use it).
#if __has_include(<curl/curl.h>)
#include <curl/curl.h>

/// A write or header callback: `size_t f(char *data, size_t size, size_t count, void *context)`.
typedef size_t (*ccurl_data_cb)(char *data, size_t size, size_t count, void *context);
/// A transfer-progress callback (CURLOPT_XFERINFOFUNCTION).
typedef int (*ccurl_xferinfo_cb)(void *context, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal,
                                 curl_off_t ulnow);
/// Called once a connection is ready, before the request is sent (CURLOPT_PREREQFUNCTION).
typedef int (*ccurl_prereq_cb)(void *context, char *primary_ip, char *local_ip, int primary_port, int local_port);

CURLcode ccurl_easy_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode ccurl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value);
CURLcode ccurl_easy_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode ccurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode ccurl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value);
/// Sets CURLOPT_WRITEFUNCTION or CURLOPT_HEADERFUNCTION.
CURLcode ccurl_easy_setopt_data_cb(CURL *handle, CURLoption option, ccurl_data_cb callback);
/// Sets CURLOPT_XFERINFOFUNCTION and turns CURLOPT_NOPROGRESS off.
CURLcode ccurl_easy_setopt_xferinfo_cb(CURL *handle, ccurl_xferinfo_cb callback, void *context);
/// Sets CURLOPT_PREREQFUNCTION (libcurl 7.80 and later); CURLE_NOT_BUILT_IN before.
CURLcode ccurl_easy_setopt_prereq_cb(CURL *handle, ccurl_prereq_cb callback, void *context);
/// Allows only http and https, for the request and for redirects.
CURLcode ccurl_easy_restrict_to_http(CURL *handle);

CURLcode ccurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode ccurl_easy_getinfo_string(CURL *handle, CURLINFO info, const char **value);

CURLMcode ccurl_multi_setopt_long(CURLM *multi, CURLMoption option, long value);

/// The CURLcode of a finished transfer from a CURLMSG_DONE message (the union member).
CURLcode ccurl_msg_result(const CURLMsg *message);

#endif
#endif
