# An autoload registered on an enclosing module is found by a lexical
# reference from a class nested in it (Rack's `autoload :Utils` used inside
# Rack::Response), and defined? sees it before it loads.
DIR = ENV.fetch("TMPDIR")
File.write(File.join(DIR, "outer_utils.rb"), "puts 'outer_utils loads'; module Outer; module Utils; def self.hi = :hi; end; end")
module Outer
  autoload :Utils, File.join(DIR, "outer_utils.rb")
  class Inner
    p defined?(Utils)
    p Utils.hi
    p Utils.hi
  end
end
