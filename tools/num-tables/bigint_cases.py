#!/usr/bin/env python3
"""Writes the kBigCases table of tests/unit/num_bigint.cpp.

Reads the operands from bigint_inputs.txt and computes each expected result
with Python's own integers, which follow Ruby's Integer semantics for these
operations (floored `//` and `%`, two's-complement bit operations on
unbounded integers). Ruby-specific results are spelled out below: truncating
quo/rem, <=> as -1/0/1, Integer#to_f's text.

  python3 tools/num-tables/bigint_cases.py          # rewrite the table
  python3 tools/num-tables/bigint_cases.py --check  # fail if it differs
"""
import math
import pathlib
import sys

from ruby_tables import rewrite

HERE = pathlib.Path(__file__).resolve().parent
TABLE = HERE.parent.parent / "tests/unit/num_bigint.cpp"
BEGIN = "const BigCase kBigCases[] = {\n"
END = "};\n// clang-format on\n"
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def to_base(n, base):
    if n == 0:
        return "0"
    sign, n, out = ("-" if n < 0 else ""), abs(n), []
    while n:
        n, d = divmod(n, base)
        out.append(DIGITS[d])
    return sign + "".join(reversed(out))


def ruby_float_text(x):
    """Float#to_s: shortest round-trip digits, fixed notation from 0.0001
    up to 15 integer digits, else d.ddde+XX."""
    if math.isinf(x):
        return "Infinity" if x > 0 else "-Infinity"
    sign = "-" if math.copysign(1.0, x) < 0 else ""
    if x == 0:
        return sign + "0.0"
    mantissa, _, exp = repr(abs(x)).partition("e")
    whole, _, frac = mantissa.partition(".")
    digits = (whole + frac).lstrip("0") or "0"
    point = len(whole) + (int(exp) if exp else 0)  # value = 0.DIGITS * 10**point
    point -= len(whole + frac) - len((whole + frac).lstrip("0"))
    digits = digits.rstrip("0") or "0"
    if -3 <= point <= 15:
        if point <= 0:
            return sign + "0." + "0" * -point + digits
        if point >= len(digits):
            return sign + digits + "0" * (point - len(digits)) + ".0"
        return sign + digits[:point] + "." + digits[point:]
    e = point - 1
    return f"{sign}{digits[0]}.{digits[1:] or '0'}e{'+' if e >= 0 else '-'}{abs(e):02d}"


def trunc_divmod(a, b):
    q = abs(a) // abs(b)
    if (a < 0) != (b < 0):
        q = -q
    return q, a - q * b


def result(op, a, b, c):
    if op in ("+", "-", "*", "&", "|", "^"):
        return {"+": a + b, "-": a - b, "*": a * b, "&": a & b, "|": a | b, "^": a ^ b}[op]
    if op == "div": return a // b
    if op == "mod": return a % b
    if op == "quo": return trunc_divmod(a, b)[0]
    if op == "rem": return trunc_divmod(a, b)[1]
    if op == "gcd": return math.gcd(a, b)
    if op == "cmp": return (a > b) - (a < b)
    if op == "<<": return a << b
    if op == ">>": return a >> b
    if op == "~": return ~a
    if op == "neg": return -a
    if op == "bitlen": return a.bit_length() if a >= 0 else (~a).bit_length()
    if op.startswith("to_s"): return to_base(a, int(op[4:]))
    if op == "isqrt": return math.isqrt(a)
    if op == "bit": return (a >> b) & 1
    if op == "pow": return a ** b
    if op == "powmod": return pow(a, b, c)
    if op == "to_f":
        try:
            return ruby_float_text(float(a))
        except OverflowError:
            return "Infinity" if a > 0 else "-Infinity"
    raise ValueError(op)


def rows():
    for line in (HERE / "bigint_inputs.txt").read_text().splitlines():
        if not line or line.startswith("#"):
            continue
        ops, *operands = line.split(" ")
        text = operands + [""] * (3 - len(operands))
        a, b, c = (int(t) if t else 0 for t in text)
        for op in ops.split(","):
            yield f'  {{"{op}", "{text[0]}", "{text[1]}", "{text[2]}", "{result(op, a, b, c)}"}},\n'


def main():
    sys.set_int_max_str_digits(0) if hasattr(sys, "set_int_max_str_digits") else None
    rewrite(TABLE, [(BEGIN, END, "".join(rows()))])


main()
