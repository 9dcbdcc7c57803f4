# BigDecimal's modes (rounding, exceptions), its precision limit, Marshal
# and bigdecimal/util's to_d.
# Expected output from Debian's CRuby 3.1 (bigdecimal 3.1.1): CRuby 4.0 on
# WASI has no bigdecimal (decision 050).
require "bigdecimal"
require "bigdecimal/util"
p BigDecimal.limit, BigDecimal.mode(BigDecimal::ROUND_MODE), BigDecimal::ROUND_HALF_UP, BigDecimal.mode(BigDecimal::EXCEPTION_ALL)
p BigDecimal.mode(BigDecimal::ROUND_MODE, :half_even), BigDecimal("2.5").round, BigDecimal("2") / 3
p BigDecimal.mode(BigDecimal::ROUND_MODE, BigDecimal::ROUND_DOWN), BigDecimal("2") / 3, BigDecimal("1.99").round(1)
p BigDecimal.mode(BigDecimal::ROUND_MODE, BigDecimal::ROUND_HALF_UP)
BigDecimal.mode(BigDecimal::EXCEPTION_ZERODIVIDE, true); p (BigDecimal("1") / 0 rescue $!); BigDecimal.mode(BigDecimal::EXCEPTION_ZERODIVIDE, false)
BigDecimal.mode(BigDecimal::EXCEPTION_NaN, true); p (BigDecimal("0") / 0 rescue $!), (BigDecimal("NaN") rescue $!); BigDecimal.mode(BigDecimal::EXCEPTION_NaN, false)
BigDecimal.mode(BigDecimal::EXCEPTION_INFINITY, true); p (BigDecimal("1") / 0 rescue $!); BigDecimal.mode(BigDecimal::EXCEPTION_INFINITY, false)
p BigDecimal.limit(5), BigDecimal("1.23456789") + 0, BigDecimal("1") / 3, BigDecimal("123456") * 1, BigDecimal.limit(0)
p BigDecimal.save_limit { BigDecimal.limit(3); BigDecimal("1") / 3 }, BigDecimal.limit
p BigDecimal.save_rounding_mode { BigDecimal.mode(BigDecimal::ROUND_MODE, :floor); BigDecimal("-1.5").round }, BigDecimal("-1.5").round
p (BigDecimal.mode(BigDecimal::ROUND_MODE, :sideways) rescue $!), (BigDecimal("1").round(0, 99) rescue $!)
p Marshal.load(Marshal.dump(BigDecimal("-12.5e-3"))), BigDecimal("12345678901")._dump, BigDecimal("0.5")._dump, BigDecimal("0")._dump
p BigDecimal._load("18:0.15e1"), BigDecimal("1.5")._dump, Marshal.load(Marshal.dump([BigDecimal("NaN"), BigDecimal("-Infinity")]))
p "1.25".to_d, 3.to_d, 0.5.to_d, (1/3r).to_d(5), BigDecimal("1.5").to_d, BigDecimal("1.5").to_digits, nil.to_d
p "12abc".to_d, "abc".to_d, " -3.5e2xyz".to_d, 1.1.to_d(3), BigDecimal("1e-5").to_digits
