# Rightward assignment (expr => pattern), boolean `in`, errors for no match, and destructuring JSON-like data
{ name: "Ann", langs: ["ruby", "c"] } => { name:, langs: [first_lang, *] }
p name, first_lang
[1, [2, 3]] => [a, [b, c]]
p a + b + c
p((1 in Integer), ("s" in Integer), ({ a: 1 } in { a: Integer }), ([1, 2] in [Integer, *]))
begin
  5 => String
rescue NoMatchingPatternError => e
  p e.class
end
data = [{ id: 1, tags: %w[a b] }, { id: 2, tags: [] }, { id: 3, tags: ["c"] }]
with_tags = data.select { |d| d in { tags: [_, *] } }.map { _1[:id] }
p with_tags
n = 3
p((n in 1..5), (n in ..0), ("abc" in /b/))
x = [1, "two", :three, 4.0, nil]
p x.map { |v| v in Integer | Float }
