# io/console/size for Garnet: a console size even where there is no
# terminal, from $LINES and $COLUMNS or 25 x 80.
require "io/console"

class IO
  def self.default_console_size
    [ENV["LINES"].to_i.nonzero? || 25, ENV["COLUMNS"].to_i.nonzero? || 80]
  end

  def self.console_size
    console&.winsize || default_console_size
  rescue SystemCallError
    default_console_size
  end
end
