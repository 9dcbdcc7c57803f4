# Time.utc components, comparisons across many timestamps, day arithmetic and strftime of week data
times = [Time.utc(2024, 2, 29, 12), Time.utc(2023, 1, 1), Time.utc(2024, 12, 31, 23, 59, 59), Time.at(0).utc]
p times.sort.map(&:year), times.map(&:yday), times.map(&:wday), times.max.strftime("%F %T"), times.min.to_i
p times.map { _1.strftime("%a %d %b %Y %j %U") }
leap = ->(y) { (Time.utc(y, 12, 31).yday) == 366 }
p [1900, 2000, 2023, 2024].map(&leap), (Time.utc(2024, 3, 1) - 86400).day, Time.utc(2024, 1, 1).monday?
