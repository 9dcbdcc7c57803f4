# frozen_string_literal: true

# rbconfig/sizeof.so for Garnet: RbConfig::SIZEOF (the size in bytes of C's
# types) and RbConfig::LIMITS (their ranges, and the Float ones), which
# libraries and tests read to size packed data or find the Fixnum range.
# Garnet presents one machine on every target, native or WebAssembly: LP64
# (long, pointers and size_t are 8 bytes, as pack's l!, j and p are), IEEE
# doubles, a Fixnum of 63 bits (FIXNUM_MAX is 2**62 - 1) and x86-64's
# 80-bit long double.
module RbConfig
  sizes = {
    "int" => 4, "short" => 2, "long" => 8, "long long" => 8, "__int128" => 16, "off_t" => 8,
    "void*" => 8, "float" => 4, "double" => 8, "time_t" => 8, "clock_t" => 8, "size_t" => 8,
    "ptrdiff_t" => 8, "dev_t" => 8, "int8_t" => 1, "uint8_t" => 1, "int16_t" => 2, "uint16_t" => 2,
    "int32_t" => 4, "uint32_t" => 4, "int64_t" => 8, "uint64_t" => 8, "int128_t" => 16, "uint128_t" => 16,
    "intptr_t" => 8, "uintptr_t" => 8, "ssize_t" => 8, "int_least8_t" => 1, "int_least16_t" => 2,
    "int_least32_t" => 4, "int_least64_t" => 8, "int_fast8_t" => 1, "int_fast16_t" => 8,
    "int_fast32_t" => 8, "int_fast64_t" => 8, "intmax_t" => 8, "sig_atomic_t" => 4, "wchar_t" => 4,
    "wint_t" => 4, "wctrans_t" => 8, "wctype_t" => 8, "_Bool" => 1, "long double" => 16,
    "float _Complex" => 8, "double _Complex" => 16, "long double _Complex" => 32, "__float128" => 16,
  }
  SIZEOF = sizes.freeze

  limits = {"FIXNUM_MAX" => 2**62 - 1, "FIXNUM_MIN" => -2**62}
  signed = lambda do |name, bytes|
    limits["#{name}_MAX"] = 2**(8 * bytes - 1) - 1
    limits["#{name}_MIN"] = -2**(8 * bytes - 1)
  end
  unsigned = ->(name, bytes) { limits["#{name}_MAX"] = 2**(8 * bytes) - 1 }
  signed["CHAR", 1]
  signed["SCHAR", 1]
  unsigned["UCHAR", 1]
  signed["WCHAR", 4]
  signed["SHRT", 2]
  unsigned["USHRT", 2]
  signed["INT", 4]
  unsigned["UINT", 4]
  signed["LONG", 8]
  unsigned["ULONG", 8]
  signed["LLONG", 8]
  unsigned["ULLONG", 8]
  [8, 16, 32, 64].each do |bits|
    fast = bits == 8 ? 1 : 8
    signed["INT#{bits}", bits / 8]
    unsigned["UINT#{bits}", bits / 8]
    signed["INT_LEAST#{bits}", bits / 8]
    unsigned["UINT_LEAST#{bits}", bits / 8]
    signed["INT_FAST#{bits}", fast]
    unsigned["UINT_FAST#{bits}", fast]
  end
  signed["INTMAX", 8]
  unsigned["UINTMAX", 8]
  signed["INTPTR", 8]
  unsigned["UINTPTR", 8]
  unsigned["SIZE", 8]
  signed["PTRDIFF", 8]
  limits.merge!(
    "FLT_RADIX" => 2, "FLT_ROUNDS" => 1, "FLT_EVAL_METHOD" => 0,
    "FLT_MANT_DIG" => 24, "DBL_MANT_DIG" => Float::MANT_DIG, "LDBL_MANT_DIG" => 64,
    "FLT_DIG" => 6, "DBL_DIG" => Float::DIG, "LDBL_DIG" => 18,
    "FLT_MIN_EXP" => -125, "DBL_MIN_EXP" => Float::MIN_EXP, "LDBL_MIN_EXP" => -16381,
    "FLT_MIN_10_EXP" => -37, "DBL_MIN_10_EXP" => Float::MIN_10_EXP, "LDBL_MIN_10_EXP" => -4931,
    "FLT_MAX_EXP" => 128, "DBL_MAX_EXP" => Float::MAX_EXP, "LDBL_MAX_EXP" => 16384,
    "FLT_MAX_10_EXP" => 38, "DBL_MAX_10_EXP" => Float::MAX_10_EXP, "LDBL_MAX_10_EXP" => 4932,
    "FLT_DECIMAL_DIG" => 9, "DBL_DECIMAL_DIG" => 17, "LDBL_DECIMAL_DIG" => 21, "DECIMAL_DIG" => 21,
    "FLT_HAS_SUBNORM" => 1, "DBL_HAS_SUBNORM" => 1, "LDBL_HAS_SUBNORM" => 1,
    "FLT_MAX" => [0x7f7fffff].pack("L").unpack1("f"), "DBL_MAX" => Float::MAX,
    "FLT_EPSILON" => 2.0**-23, "DBL_EPSILON" => Float::EPSILON,
    "FLT_MIN" => 2.0**-126, "DBL_MIN" => Float::MIN,
    "FLT_TRUE_MIN" => 2.0**-149, "DBL_TRUE_MIN" => 2.0**-1074,
  )
  LIMITS = limits.freeze
end
