# Exception#inspect: the class alone for an empty message, "#<Class: msg>"
# for a one-line message, and the message quoted, after no space, when it
# has several lines (whatever to_s answers).
p RuntimeError.new("")
p RuntimeError.new("boom")
p ArgumentError.new("two\nlines")
p KeyError.new("tab\tis not a newline")
class Custom < StandardError
  def to_s = "x\ny \"quoted\""
end
p Custom.new
p [StandardError.new("in\nan array")]
