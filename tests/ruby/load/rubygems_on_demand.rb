# RubyGems loads on demand: Gem is there without a require, Kernel#gem and
# Gem::Version work, and a feature found nowhere still raises LoadError.
p defined?(Gem)
p Gem::Version.new("1.10.0") > Gem::Version.new("1.9.2")
p Gem::Requirement.new("~> 2.1").satisfied_by?(Gem::Version.new("2.5"))
p Gem::Requirement.new("~> 2.1").satisfied_by?(Gem::Version.new("3.0"))
p Gem.loaded_specs.class
begin
  gem "no-such-gem-anywhere"
rescue Gem::LoadError => e
  p e.class, e.message[/\ACould not find '[^']*' \(>= 0\)/]
end
begin
  require "no/such/feature"
rescue LoadError => e
  p e.class, e.message, e.path
end
p require("rubygems")
