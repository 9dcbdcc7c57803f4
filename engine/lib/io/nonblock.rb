# io/nonblock.so for Garnet: IO#nonblock?, #nonblock= and #nonblock { },
# over IO#fcntl's file status flags.
require "fcntl"

class IO
  def nonblock?
    fcntl(Fcntl::F_GETFL) & Fcntl::O_NONBLOCK != 0
  end

  def nonblock=(on)
    flags = fcntl(Fcntl::F_GETFL)
    wanted = on ? flags | Fcntl::O_NONBLOCK : flags & ~Fcntl::O_NONBLOCK
    fcntl(Fcntl::F_SETFL, wanted) unless wanted == flags
  end

  # Runs the block with the descriptor's non-blocking mode set to `on`,
  # then puts the mode back.
  def nonblock(on = true)
    before = nonblock?
    self.nonblock = on
    begin
      yield self
    ensure
      self.nonblock = before
    end
  end
end
