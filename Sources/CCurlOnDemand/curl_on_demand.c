// libcurl, opened when FoundationNetworking first calls it rather than when the program starts.
//
// The scrollnotes executable links Foundation statically, and FoundationNetworking (which
// FlyingFox brings in) refers to 23 libcurl functions. Resolved by the dynamic loader, they make
// every run load and relocate libcurl and the twenty libraries it needs (TLS, Kerberos, LDAP,
// ...): about 7 ms before main, on every command, although no command uses a URL session. The
// functions below have libcurl's names, so the static link resolves FoundationNetworking's calls
// to them; the first call opens libcurl.so.4 and every call goes on to the real function.
// (scripts/static-link/libcurl.so names the library AS_NEEDED, so nothing else asks for it.)
#if defined(__linux__)
#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "CCurlOnDemand.h"

static void *library;

static void *open_library(void) {
  void *handle = __atomic_load_n(&library, __ATOMIC_ACQUIRE);
  if (handle) return handle;
  // dlopen is thread-safe and returns the same handle to racing callers.
  handle = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    fprintf(stderr, "scrollnotes: error: cannot load libcurl.so.4 for a network request: %s\n", dlerror());
    abort();
  }
  __atomic_store_n(&library, handle, __ATOMIC_RELEASE);
  return handle;
}

static void *resolve(void **slot, const char *name) {
  void *function = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
  if (function) return function;
  function = dlsym(open_library(), name);
  if (!function) {
    fprintf(stderr, "scrollnotes: error: libcurl.so.4 has no %s\n", name);
    abort();
  }
  __atomic_store_n(slot, function, __ATOMIC_RELEASE);
  return function;
}

int ccurl_on_demand_is_loaded(void) { return __atomic_load_n(&library, __ATOMIC_ACQUIRE) != NULL; }

// A forwarder: NAME with the given return type and parameters, calling the real one.
#define FORWARD(RETURN, NAME, PARAMETERS, ARGUMENTS)      \
  RETURN NAME PARAMETERS {                                \
    static void *slot;                                    \
    typedef RETURN(*Function) PARAMETERS;                 \
    return ((Function)resolve(&slot, #NAME)) ARGUMENTS;   \
  }

#define FORWARD_VOID(NAME, PARAMETERS, ARGUMENTS)         \
  void NAME PARAMETERS {                                  \
    static void *slot;                                    \
    typedef void (*Function) PARAMETERS;                  \
    ((Function)resolve(&slot, #NAME)) ARGUMENTS;          \
  }

// libcurl's handles are opaque pointers and its codes are ints (CURLcode, CURLMcode,
// CURLUcode, CURLoption and the like are C enums).
FORWARD(void *, curl_easy_init, (void), ())
FORWARD_VOID(curl_easy_cleanup, (void *easy), (easy))
FORWARD(int, curl_easy_pause, (void *easy, int mask), (easy, mask))
FORWARD(const char *, curl_easy_strerror, (int code), (code))
FORWARD_VOID(curl_free, (void *pointer), (pointer))
FORWARD(int, curl_global_init, (long flags), (flags))
FORWARD(void *, curl_multi_init, (void), ())
FORWARD(int, curl_multi_add_handle, (void *multi, void *easy), (multi, easy))
FORWARD(int, curl_multi_remove_handle, (void *multi, void *easy), (multi, easy))
FORWARD(int, curl_multi_assign, (void *multi, int socket, void *pointer), (multi, socket, pointer))
FORWARD(int, curl_multi_cleanup, (void *multi), (multi))
FORWARD(void *, curl_multi_info_read, (void *multi, int *left), (multi, left))
FORWARD(int, curl_multi_socket_action, (void *multi, int socket, int mask, int *running), (multi, socket, mask, running))
FORWARD(void *, curl_slist_append, (void *list, const char *text), (list, text))
FORWARD_VOID(curl_slist_free_all, (void *list), (list))
FORWARD(void *, curl_url, (void), ())
FORWARD(int, curl_url_get, (void *url, int part, char **text, unsigned int flags), (url, part, text, flags))
FORWARD(int, curl_url_set, (void *url, int part, const char *text, unsigned int flags), (url, part, text, flags))
FORWARD(const char *, curl_version, (void), ())
FORWARD(void *, curl_version_info, (int age), (age))

// The variadic three take exactly one argument after the option: a long, a pointer or a
// curl_off_t, each passed in one 64-bit integer register on x86-64 and arm64, so it is read
// as a pointer-sized integer and passed on the same way.
#define FORWARD_OPTION(NAME)                                                    \
  int NAME(void *handle, int option, ...) {                                     \
    static void *slot;                                                          \
    typedef int (*Function)(void *, int, ...);                                  \
    va_list list;                                                               \
    va_start(list, option);                                                     \
    long long argument = va_arg(list, long long);                               \
    va_end(list);                                                               \
    return ((Function)resolve(&slot, #NAME))(handle, option, argument);         \
  }

FORWARD_OPTION(curl_easy_setopt)
FORWARD_OPTION(curl_easy_getinfo)
FORWARD_OPTION(curl_multi_setopt)
#endif
