# Mandelbrot set (Computer Language Benchmarks Game): Float loops and bit
# packing. Instead of the PBM image it prints a checksum of the packed bytes.
size = (ARGV[0] || 400).to_i
checksum = 0
bytes = 0
y = 0
while y < size
  ci = 2.0 * y / size - 1.0
  byte = 0
  bit = 0
  x = 0
  while x < size
    cr = 2.0 * x / size - 1.5
    zr = 0.0
    zi = 0.0
    tr = 0.0
    ti = 0.0
    i = 0
    while i < 50 && tr + ti <= 4.0
      zi = 2.0 * zr * zi + ci
      zr = tr - ti + cr
      tr = zr * zr
      ti = zi * zi
      i += 1
    end
    byte = (byte << 1) | (tr + ti <= 4.0 ? 1 : 0)
    bit += 1
    if bit == 8 || x == size - 1
      byte <<= (8 - bit)
      checksum = (checksum * 31 + byte) % 1_000_000_007
      bytes += 1
      byte = 0
      bit = 0
    end
    x += 1
  end
  y += 1
end
puts "#{size}x#{size}: #{bytes} bytes, checksum #{checksum}"
