# A grade book: averages per student and per subject, letter grades, ranking with ties, and a formatted report
scores = {
  "ann" => { math: 91, art: 78, cs: 99 }, "bob" => { math: 65, art: 88, cs: 72 },
  "cid" => { math: 91, art: 95, cs: 81 }, "dee" => { math: 45, art: 60, cs: 58 }
}
avg = scores.transform_values { |s| (s.values.sum.to_f / s.size).round(1) }
letter = ->(x) { case x when 90.. then "A" when 80...90 then "B" when 70...80 then "C" when 60...70 then "D" else "F" end }
ranked = avg.sort_by { |n, a| [-a, n] }
ranked.each_with_index { |(n, a), i| puts format("%d. %-4s %5.1f %s", i + 1, n, a, letter.(a)) }
subjects = scores.values.first.keys
p subjects.to_h { |s| [s, scores.values.sum { _1[s] } / scores.size.to_f] }
p subjects.to_h { |s| [s, scores.max_by { |_, v| v[s] }.first] }, avg.values.map(&letter).tally
