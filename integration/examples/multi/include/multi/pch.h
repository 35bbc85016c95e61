// Precompiled (C++ only): standard headers only, so that touching a project header
// does not rebuild it.
#pragma once
#include <cstdio>
#include <string>
#include <vector>
