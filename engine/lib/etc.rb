# etc.so for Garnet: the Etc module. The CPU count and uname come from the
# platform (Process.__cpu_count, Process.__uname); users and groups are read
# from /etc/passwd and /etc/group, as the C library's getpwent does for
# local accounts.
module Etc
  VERSION = "1.4.6"

  Passwd = Struct.new(:name, :passwd, :uid, :gid, :gecos, :dir, :shell)
  Group = Struct.new(:name, :passwd, :gid, :mem)

  class << self
    def nprocessors
      Process.__cpu_count
    end

    def uname
      Process.__uname or raise NotImplementedError, "uname() function is unimplemented on this machine"
    end

    def systmpdir
      "/tmp"
    end

    def sysconfdir
      "/etc"
    end

    def getlogin
      ENV["USER"] || ENV["LOGNAME"]
    end

    # The account of `uid`; without one, the account named by getlogin.
    def getpwuid(uid = nil)
      return passwd_entries.find { |e| e.name == getlogin } if uid.nil?
      passwd_entries.find { |e| e.uid == uid } or raise ArgumentError, "can't find user for #{uid}"
    end

    def getpwnam(name)
      passwd_entries.find { |e| e.name == name } or raise ArgumentError, "can't find user for #{name}"
    end

    def getgrgid(gid)
      group_entries.find { |e| e.gid == gid } or raise ArgumentError, "can't find group for #{gid}"
    end

    def getgrnam(name)
      group_entries.find { |e| e.name == name } or raise ArgumentError, "can't find group for #{name}"
    end

    def passwd
      return passwd_entries.each { |e| yield e } if block_given?
      passwd_entries.first
    end

    def group
      return group_entries.each { |e| yield e } if block_given?
      group_entries.first
    end

    private

    def passwd_entries
      account_lines("/etc/passwd", 7).map do |name, pw, uid, gid, gecos, dir, shell|
        Passwd.new(name, pw, uid.to_i, gid.to_i, gecos, dir, shell)
      end
    end

    def group_entries
      account_lines("/etc/group", 4).map do |name, pw, gid, members|
        Group.new(name, pw, gid.to_i, members.to_s.split(","))
      end
    end

    # The colon-separated fields of each account line of `file`.
    def account_lines(file, fields)
      return [] unless File.readable?(file)
      File.readlines(file, chomp: true).reject { |l| l.empty? || l.start_with?("#") }
          .map { |l| l.split(":", fields) }
    end
  end
end
