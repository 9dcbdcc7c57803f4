# m (base64), M (quoted-printable), u (uuencode)
p ["hello world"].pack("m"), ["hello world"].pack("m0"), ["a"].pack("m"), ["ab"].pack("m0")
p ["x" * 100].pack("m"), ["x" * 100].pack("m30"), ["x" * 50].pack("m2")
p "aGVsbG8gd29ybGQ=\n".unpack("m"), "aGVsbG8gd29ybGQ=".unpack1("m0"), "YQ==".unpack1("m")
p "aGVs\nbG8g d29y!bGQ".unpack1("m"), "YWI=".unpack1("m0")
["aGVsbG8", "YQ=", "YR==", "a b=", "YWJ"].each do |s|
  begin
    p s.unpack1("m0")
  rescue ArgumentError => e
    p e
  end
end
p ["x" * 100].pack("m").unpack1("m") == "x" * 100
p ["caf\xC3\xA9 = tax\tok \nline"].pack("M"), ["a" * 80].pack("M"), [123].pack("M")
p "caf=C3=A9 =3D x=\nyz".unpack1("M"), "abc=".unpack1("M"), "a=4".unpack1("M")
p ["hello world"].pack("u"), ["a"].pack("u"), ["x" * 50].pack("u")
p "+:&5L;&\\@=V]R;&0`\n".unpack1("u"), ["x" * 50].pack("u").unpack1("u") == "x" * 50
