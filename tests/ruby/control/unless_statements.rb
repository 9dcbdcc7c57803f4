# `x unless cond` and `unless cond; x; end` as statements (their value not
# used) with every kind of condition, beside the same forms whose value is
# used.

def check(v)
  out = []
  out << :truthy unless !v
  out << :falsy unless v
  out << :small unless v.is_a?(Integer) && v >= 10
  out << :not_three unless v == 3
  out << :under_five unless v.is_a?(Integer) && !(v < 5)
  out << :neither unless v == 1 || v == 2
  unless v.nil?
    out << :present
    out << :string if v.is_a?(String)
  end
  out << :never unless true
  out << :always unless false
  out << :nil_cond unless nil
  out << :matched unless !(/b/ =~ v.to_s)
  out
end

[nil, false, 0, 1, 2, 3, 7, 10, "abc"].each { |v| p [v, check(v)] }

def early(x)
  return :none unless x
  return :neg unless x >= 0
  :ok
end
p [early(nil), early(-1), early(4)]

# Value used: nil when the body does not run.
a = (5 unless true)
b = (5 unless false)
c = unless 1 > 2 then :yes end
p [a, b, c]
i = 0
i += 1 until i >= 3 unless i > 0
p i
