# Validation regexps: emails, hex colors, IPv4, ISO dates, identifiers; \A \z anchors vs ^ $ with newlines
EMAIL = /\A[\w+.-]+@[\w-]+(\.[\w-]+)+\z/
HEX = /\A#(?:\h{3}|\h{6})\z/
IPV4 = /\A(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\z/
p %w[a@b.co bad@ x.y+z@mail.example.org @no.com].map { |e| e.match?(EMAIL) }
p %w[#fff #A0b1C2 #ggg #1234 fff].map { |c| HEX.match?(c) }
p %w[192.168.0.1 256.1.1.1 1.2.3 10.0.0.255].map { |ip| IPV4.match?(ip) }
p "2024-02-30".match?(/\A\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\z/), "x2024-01-01".match?(/\A\d{4}/)
p %w[valid_name _x 9bad Ok? camelCase].map { |s| s.match?(/\A[a-z_][a-zA-Z0-9_]*\z/) }
multi = "ok\nevil"
p multi.match?(/^evil$/), multi.match?(/\Aevil\z/), multi.match?(/\Aok$/), multi =~ /evil\z/
