# casecmp/casecmp?, start_with?/end_with? with several args, include?, <=>, and * repetition
p "Hello".casecmp("hello"), "a".casecmp("B"), "B".casecmp("a"), "a".casecmp(1)
p "ÉCOLE".casecmp?("école"), "abc".casecmp?("abd")
p "hello".start_with?("he", "x"), "hello".start_with?("x", "y"), "hello".start_with?(/h.l/)
p "hello".end_with?("lo", "z"), "hello".end_with?(""), "".start_with?("")
p "abc" <=> "abd", "abc" <=> "ab", "a" <=> "A", ("a" <=> nil)
p "ab" * 3, "" * 5, "=" * 10
begin
  "ab" * -1
rescue ArgumentError => e
  p e.message
end
p "hello".include?("ell"), "hello".include?("")
p %w[b C a].sort_by(&:downcase), %w[b C a].sort, %w[b C a].min_by(&:downcase)
p "abc".eql?("abc"), "abc".equal?("abc"), "a".ord, 97.chr
