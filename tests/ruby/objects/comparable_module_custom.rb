# A module providing comparison helpers built on <=>, included in two unrelated classes and used with sort/clamp
module Ranked
  include Comparable
  def <=>(other) = rank <=> other.rank
  def top?(others) = others.all? { |o| self >= o }
end
class Player
  include Ranked
  attr_reader :name, :rank
  def initialize(name, rank) = (@name, @rank = name, rank)
  def inspect = "#{name}(#{rank})"
end
class Team
  include Ranked
  def initialize(*players) = @players = players
  def rank = @players.sum(&:rank)
  def inspect = "Team#{@players.map(&:name)}"
end
ps = [Player.new("a", 5), Player.new("b", 9), Player.new("c", 7)]
p ps.sort, ps.max, ps.min, ps[1].top?(ps), ps[0].top?(ps), ps.minmax, ps[2].clamp(ps[0], ps[0])
teams = [Team.new(ps[0], ps[1]), Team.new(ps[2])]
p teams.sort, teams.max, Team.ancestors.take(3), Player.include?(Comparable), ps[0] == Player.new("z", 5)
