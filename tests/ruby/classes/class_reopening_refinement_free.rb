# Reopening classes (monkey patching) for core types and alias_method around an original
class String
  def vowels = count("aeiou")
end
class Integer
  def minutes = self * 60
end
p "education".vowels, 5.minutes
class Array
  alias_method :old_sum, :sum
  def sum_doubled = old_sum * 2
end
p [1, 2, 3].sum_doubled
class Integer
  alias_method :plus_orig, :+
end
p 2.plus_orig(3), 2.respond_to?(:plus_orig), Integer.instance_method(:plus_orig).name
