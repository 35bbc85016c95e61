#pragma once
#ifdef __cplusplus
extern "C" {
#endif
/* A C function of the library: its source is compiled as C, never instrumented. */
const char *multi_kind_name(int index);
#ifdef __cplusplus
}
#endif
