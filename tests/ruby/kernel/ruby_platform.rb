# RUBY_PLATFORM is "cpu-system" as CRuby spells it, and RUBY_DESCRIPTION
# (garnet -v's first line) names the version and the platform.
puts RUBY_PLATFORM.match?(/\A[a-z0-9_]+-[a-z]+/) ? "platform ok" : RUBY_PLATFORM
puts RUBY_DESCRIPTION.include?("[#{RUBY_PLATFORM}]")
puts RUBY_DESCRIPTION.include?(RUBY_VERSION)
puts RUBY_DESCRIPTION.frozen?
