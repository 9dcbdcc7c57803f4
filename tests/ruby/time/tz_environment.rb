# Setting ENV["TZ"] changes the local zone of the Times made after it, each
# time (POSIX zone strings, which need no zone database).
# Expected output: Debian's ruby 3.1 (the reference CRuby 4.0 on WASI keeps UTC whatever TZ says).
ENV["TZ"] = "JST-9"
p Time.now.zone, Time.now.utc_offset, Time.at(0).hour
ENV["TZ"] = "UTC"
p Time.now.zone, Time.at(0).hour
ENV["TZ"] = "EST5EDT"
p Time.local(2000, 7, 1).zone, Time.local(2000, 1, 1).utc_offset, Time.at(0).to_s
ENV["TZ"] = "UTC"
p Time.at(0).to_s
