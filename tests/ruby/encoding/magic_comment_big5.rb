# Magic comments name the source encoding case-insensitively, in plain,
# Emacs and vim styles and after a #! line, but not on a later line or after
# code (here in eval, which reads them as a file does); Big5 is among the
# encodings.
big5_body = "[__ENCODING__.name, '\xA7\x41\xA6\x6E'.bytes, '\xA7\x41'.encoding.name]\n".b
{
  "plain" => "# CoDiNg:   bIg5\n",
  "emacs" => "# -*- encoding: big5 -*-\n",
  "vim" => "# vim: filetype=ruby, fileencoding=big5, tabsize=3\n",
  "shebang" => "#!/usr/bin/env ruby\n# encoding: big5\n",
  "second_line" => "\n# encoding: big5\n",
  "second_token" => "1 + 1 # encoding: big5\n",
}.each do |style, header|
  source = style.start_with?("second") ? header + "[__ENCODING__.name]\n" : header.b + big5_body
  p [style, eval(source)]
end
text = "\xA7\x41\xA6\x6E".force_encoding(Encoding::Big5)
p Encoding::BIG5, text.valid_encoding?, text.chars.size, text.encode("UTF-8")
p "\xA7".force_encoding("Big5").valid_encoding?
