# "Did you mean?" suggestions for an uncaught NoMethodError, as the
# did_you_mean gem computes them (Jaro-Winkler to shortlist the receiver's
# method names, Levenshtein to keep close ones). Loaded by the error report.

module DidYouMean
  module Jaro
    module_function

    def distance(str1, str2)
      str1, str2 = str2, str1 if str1.length > str2.length
      length1, length2 = str1.length, str2.length
      m = 0.0
      t = 0.0
      range = (length2 / 2).floor - 1
      range = 0 if range < 0
      flags1 = 0
      flags2 = 0
      cp1 = str1.codepoints
      cp2 = str2.codepoints
      i = 0
      while i < length1
        last = i + range
        j = i >= range ? i - range : 0
        while j <= last
          if flags2[j] == 0 && cp1[i] == cp2[j]
            flags2 |= (1 << j)
            flags1 |= (1 << i)
            m += 1
            break
          end
          j += 1
        end
        i += 1
      end
      k = i = 0
      while i < length1
        if flags1[i] != 0
          j = index = k
          k = while j < length2
                index = j
                break(j + 1) if flags2[j] != 0
                j += 1
              end
          t += 1 if cp1[i] != cp2[index]
        end
        i += 1
      end
      t = (t / 2).floor
      m == 0 ? 0 : (m / length1 + m / length2 + (m - t) / m) / 3
    end
  end

  module JaroWinkler
    module_function

    def distance(str1, str2)
      jaro = Jaro.distance(str1, str2)
      return jaro unless jaro > 0.7
      cp2 = str2.codepoints
      bonus = 0
      str1.codepoints.each_with_index do |c, i|
        break unless c == cp2[i] && i < 4
        bonus += 1
      end
      jaro + bonus * 0.1 * (1 - jaro)
    end
  end

  module Levenshtein
    module_function

    def distance(str1, str2)
      n = str1.length
      m = str2.length
      return m if n.zero?
      return n if m.zero?
      d = (0..m).to_a
      x = nil
      cp2 = str2.codepoints
      str1.codepoints.each_with_index do |c, i0|
        i = i0 + 1
        j = 0
        while j < m
          cost = c == cp2[j] ? 0 : 1
          x = [d[j + 1] + 1, i + 1, d[j] + cost].min
          d[j] = i
          i = x
          j += 1
        end
        d[m] = x
      end
      x
    end
  end

  def self.normalize(word) = word.to_s.downcase.delete("@")

  def self.correct(input, dictionary)
    normalized = normalize(input)
    threshold = normalized.length > 3 ? 0.834 : 0.77
    words = dictionary.select { |w| JaroWinkler.distance(normalize(w), normalized) >= threshold }
    words.reject! { |w| input.to_s == w.to_s }
    words.sort_by! { |w| JaroWinkler.distance(w.to_s, normalized) }
    words.reverse!
    limit = (normalized.length * 0.25).ceil
    found = words.select { |w| Levenshtein.distance(normalize(w), normalized) <= limit }
    return found unless found.empty?
    words.select do |w|
      w = normalize(w)
      Levenshtein.distance(w, normalized) < [normalized.length, w.length].min
    end.first(1)
  end
end

class NameError
  METHOD_RESERVED = %i[alias and begin BEGIN break case class def defined? do else elsif end END ensure false
                       for if in module next nil not or redo rescue retry return self super then true undef unless
                       until when while yield].freeze
  VARIABLE_RESERVED = (METHOD_RESERVED + %i[__LINE__ __FILE__ __ENCODING__]).freeze

  # The report's suggestion lines: for a failed method call, the receiver's
  # methods (private ones too for a call without receiver); for an unknown
  # local variable or method, also its instance and class variables (the
  # caller's local variables are not known here).
  def __did_you_mean
    found = __corrections
    found.empty? ? "" : "Did you mean?  #{found.join("\n               ")}\n"
  end

  private

  def __corrections
    return [] unless name && (Object === receiver)
    return __variable_corrections unless is_a?(NoMethodError)
    names = (receiver.methods + receiver.singleton_methods).uniq
    names += receiver.private_methods if private_call?
    names.reject! { |n| n.start_with?("__") && n != :__id__ && n != :__send__ }
    writer = name.to_s.end_with?("=")
    names.select! { |n| n.to_s.end_with?("=") == writer }
    names -= nil.methods if receiver.nil?
    DidYouMean.correct(name, private_call? ? METHOD_RESERVED + names : names)
  end

  def __variable_corrections
    return [] unless message.start_with?("undefined local variable or method")
    names = (receiver.methods + receiver.private_methods).reject { |n| n.start_with?("__") }
    cvars = receiver.class.class_variables
    cvars += receiver.class_variables if receiver.is_a?(Module)
    dictionary = VARIABLE_RESERVED + names + receiver.instance_variables + cvars
    DidYouMean.correct(name.to_s.tr("@", ""), dictionary).uniq - (name.to_s == "foo" ? %i[fork for] : [])
  end
end
