#pragma once
#include "multi/stats.h"

void print_summary(const multi::Summary &s);
