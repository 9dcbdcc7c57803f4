# Banners and boxes: center with fill characters, multi-line boxes sized by the longest line, and UTF-8 widths
msg = ["Garnet", "a Ruby VM", "written in C++"]
w = msg.map(&:size).max + 4
puts "*" * w, msg.map { |l| "*#{l.center(w - 2)}*" }, "*" * w
puts "[" + "title".center(20, "-") + "]", "ok".ljust(6, ".") + "done", "7".rjust(3, "0")
p "é".center(5, "*"), "日本".center(6, "+"), "abc".center(2), "".center(3, "ab")
