# Dir's block forms (the listing, making and matching are native:
# core/dir.cpp, core/dir_glob.cpp): Dir.chdir with a block, Dir.open,
# Dir.glob's block, and the iterators over a directory's entries.
class Dir
  # chdir(path = Dir.home) { |path| ... }: with a block, the directory is the
  # block's, and the previous one comes back when it ends, even by an
  # exception. A chdir from another thread while a block is open raises; a
  # plain chdir from inside one warns (the block will undo it).
  def self.chdir(path = (no_path = true; nil))
    path = no_path ? __home_for_chdir : path
    holder = __chdir_holder(path)
    unless block_given?
      if holder
        caller = caller_locations(1, 1).first
        warn "#{caller.path}:#{caller.lineno}: warning: conflicting chdir during another chdir block\n" \
             "#{holder}: note: previous chdir was here"
      end
      return __chdir(path)
    end
    caller = caller_locations(1, 1).first
    previous = __chdir_enter(path, "#{caller.path}:#{caller.lineno}")
    begin
      yield path
    ensure
      __chdir_leave(previous)
    end
  end

  def self.open(path, **opts)
    dir = new(path, **opts)
    return dir unless block_given?
    begin
      yield dir
    ensure
      dir.close
    end
  end

  def self.glob(pattern, _flags = 0, flags: _flags, base: nil, sort: true)
    found = __glob(pattern, flags, base, sort)
    return found unless block_given?
    found.each { |path| yield path }
    nil
  end

  def self.[](*patterns, base: nil, sort: true)
    __glob(patterns, 0, base, sort)
  end

  def self.foreach(path, **opts)
    return to_enum(:foreach, path, **opts) unless block_given?
    entries(path, **opts).each { |name| yield name }
    nil
  end

  def self.each_child(path, **opts)
    return to_enum(:each_child, path, **opts) unless block_given?
    children(path, **opts).each { |name| yield name }
    nil
  end

  # each, children and each_child list the directory from its start.
  def each
    return to_enum(:each) unless block_given?
    rewind
    while (name = read)
      yield name
    end
    self
  end

  def children
    names = []
    each { |name| names << name unless name == "." || name == ".." }
    names
  end

  def each_child
    return to_enum(:each_child) unless block_given?
    children.each { |name| yield name }
    self
  end
end
