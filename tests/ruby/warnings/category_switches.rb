# -W:deprecated and -W:no-experimental set Warning[] before the program
# starts, as ruby(1)'s switches; an unknown category is warned about.
p Warning[:deprecated], Warning[:experimental], Warning[:performance]
$; = " " # deprecated, and on: warned
warn "experimental, and off", category: :experimental
