# RUBY_VERSION ("4.0.0" in both CRuby and Garnet) and related constants, __method__, __LINE__, __FILE__ (RUBY_ENGINE, RUBY_COPYRIGHT: ruby_engine.rb)
p RUBY_VERSION, RUBY_VERSION.start_with?("4.0"), RUBY_VERSION.split(".").size, RUBY_VERSION.frozen?
p RUBY_VERSION >= "3.4"
p __FILE__, __LINE__, __method__
def m = [__method__, __LINE__]
p m
p defined?(RUBY_PATCHLEVEL)
p [1, 2].sum { it } # `it` exists since 3.4
p RUBY_VERSION.is_a?(String), RUBY_VERSION.split(".").map(&:to_i).first
v = RUBY_VERSION.split(".").map(&:to_i)
p (v <=> [3, 4, 0]) > 0
