#include <catch2/catch.hpp>

#include "core/analysis.hpp"
