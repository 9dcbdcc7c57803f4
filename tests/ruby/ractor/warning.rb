# The first Ractor.new prints Ruby's experimental warning to stderr, once.
# expected output written by hand (checked against CRuby's Ractor, Ruby 4.0's
# formats): the reference CRuby 4.0 on WASI has no Ractor, but prints the
# same warning before it refuses Ractor.new.
p Warning[:experimental]
p Ractor.new { 1 }.take
p Ractor.new { 2 }.take
