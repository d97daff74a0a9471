#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <errno.h>
#include "CFileSwap.h"

int cfileswap_exchange(const char *a, const char *b) {
#ifdef RENAME_EXCHANGE
    return renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE);
#else
    errno = ENOSYS;
    return -1;
#endif
}
