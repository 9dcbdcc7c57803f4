# rbconfig/sizeof: RbConfig::SIZEOF and RbConfig::LIMITS for an LP64 machine
# with 63-bit Fixnums, which Garnet presents on every target (expected
# output written by hand from Debian's CRuby 3.1 on x86-64: the reference
# CRuby 4.0 is a 32-bit WebAssembly build, whose C types are smaller).
require "rbconfig/sizeof"
p RbConfig::SIZEOF.values_at("int", "short", "long", "long long", "void*", "size_t", "double", "intptr_t")
p RbConfig::LIMITS.values_at("FIXNUM_MAX", "FIXNUM_MIN", "INT_MAX", "UINT_MAX", "LONG_MIN", "ULONG_MAX")
p RbConfig::LIMITS.values_at("DBL_MAX", "DBL_EPSILON", "FLT_MAX", "FLT_EPSILON", "DBL_TRUE_MIN")
p RbConfig::LIMITS["FIXNUM_MAX"] == 2**62 - 1, RbConfig::SIZEOF["long"] == [0].pack("l!").bytesize
p RbConfig::SIZEOF["void*"] == [nil].pack("p").bytesize, RbConfig::SIZEOF.frozen?, RbConfig::LIMITS.frozen?
p RbConfig::LIMITS.size, RbConfig::SIZEOF.key?("__int128")
