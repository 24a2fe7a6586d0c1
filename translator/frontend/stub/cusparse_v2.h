// Stub for the translator's parser only: cusparse_v2.h names the same API as cusparse.h.
#pragma once
#include "cusparse.h"
