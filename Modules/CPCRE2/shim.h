#ifndef URLROUTES_CPCRE2_SHIM_H
#define URLROUTES_CPCRE2_SHIM_H

// URLRoutes matches bytes, so it uses the 8-bit library only.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

// These two are macros with casts that Swift cannot import.
static inline size_t cpcre2_zero_terminated(void) { return PCRE2_ZERO_TERMINATED; }
static inline size_t cpcre2_unset(void) { return PCRE2_UNSET; }

#endif
