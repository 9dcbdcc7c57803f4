# -*- encoding: binary -*-
# A literal with a \u escape of a non-ASCII character is UTF-8 whatever the
# source's encoding; other literals take the source's.
p "\u{ff}".encoding, "a\u00e9".encoding, ?\u3042.encoding
p "a\u{61}".encoding, "plain".encoding, "\xff".encoding
x = 1
p "#{x}\u3042".encoding, "\u3042" "b".encoding, %w[\u3042 b].map(&:encoding)
p Regexp.new("\u{ff}").encoding
