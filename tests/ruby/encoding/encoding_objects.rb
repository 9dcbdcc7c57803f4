# Encoding objects: constants, name/names/to_s/inspect, find with aliases, list, aliases, compatible?, defaults
p Encoding::UTF_8, Encoding::BINARY, Encoding::ASCII_8BIT, Encoding::US_ASCII
p Encoding::BINARY.equal?(Encoding::ASCII_8BIT), Encoding::ASCII.equal?(Encoding::US_ASCII)
"x".encode("UTF-16LE"); "x".encode("UTF-16BE"); "x".encode("UTF-32LE"); "x".encode("UTF-32BE")
p Encoding::UTF_16LE, Encoding::UTF_16BE, Encoding::UTF_32LE, Encoding::UTF_32BE
p Encoding::UTF_16, Encoding::UTF_32
p Encoding::UTF_16.dummy?, Encoding::UTF_16LE.dummy?, Encoding::UTF_8.dummy?
p Encoding::UTF_16LE.ascii_compatible?, Encoding::UTF_8.ascii_compatible?, Encoding::ISO_8859_1.ascii_compatible?
p Encoding::UTF_8.name, Encoding::BINARY.name, Encoding::BINARY.to_s, Encoding::BINARY.names
p Encoding::US_ASCII.names.first(4), Encoding::UTF_32LE.names, Encoding::ISO_8859_1.names
p Encoding::Windows_1252.name, Encoding::CP1252.name, Encoding::WINDOWS_1252.equal?(Encoding::CP1252)
p Encoding::Windows_1251.names, Encoding::IBM437.names, Encoding::EUC_JP.names, Encoding::Shift_JIS.names
p Encoding::Windows_31J.names, Encoding::ISO_8859_15.name, Encoding::ISO8859_2.name
p Encoding::UTF_8.name.encoding, Encoding::UTF_8.frozen?
%w[utf-8 UTF8-nope binary ascii CP932 sjis eucjp latin1 iso-8859-16 cp437 ucs-4le ANSI_X3.4-1968].each do |n|
  begin
    p [n, Encoding.find(n).name]
  rescue => e
    p [n, e.class, e.message]
  end
end
p Encoding.find(Encoding::UTF_16LE).name
begin
  Encoding.find(42)
rescue => e
  p e.class, e.message
end
list = Encoding.list
p list.first(3), list.all? { |e| e.is_a?(Encoding) }, list.include?(Encoding::EUC_JP)
names = Encoding.name_list
p names.include?("UTF-8"), names.include?("CP1252"), names.include?("external"), names.all?(String)
al = Encoding.aliases
p al["BINARY"], al["CP1252"], al["SJIS"], al["eucJP"], al["ASCII"], al["ISO8859-1"]
p Encoding.compatible?("a", "b".encode("UTF-16LE"))
p Encoding.compatible?("a", "\xff".b), Encoding.compatible?("\u00e9", "\xff".b)
p Encoding.compatible?("\u00e9", "a".b), Encoding.compatible?("", "\xff".b)
p Encoding.compatible?(Encoding::UTF_8, Encoding::US_ASCII), Encoding.compatible?(Encoding::UTF_8, Encoding::UTF_16LE)
p Encoding.compatible?(1, "a")
p Encoding.default_external, Encoding.default_internal
Encoding.default_internal = "ISO-8859-1"
p Encoding.default_internal.name
p "caf\u00e9".encode.encoding.name, "caf\u00e9".encode.bytes
Encoding.default_internal = nil
p Encoding.default_internal
begin
  Encoding.default_external = nil
rescue => e
  p e.class, e.message
end
p Encoding::CompatibilityError.superclass, Encoding::UndefinedConversionError.superclass
p Encoding::InvalidByteSequenceError.ancestors.include?(EncodingError), Encoding::ConverterNotFoundError.superclass
