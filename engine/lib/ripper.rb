# frozen_string_literal: true

# ripper.so for Garnet: the core of the Ripper class, which CRuby builds
# from parse.y; Ruby's own ripper/core, lexer, filter and sexp build on it.
# Ripper#parse reads the source with Garnet's lexer and parser
# (Kernel#__ripper_scan, core/ripper_scan.cpp) and dispatches one scanner
# event per token, in source order, with lineno, column, state and token
# saying, while each handler runs, what parse.y's say while it dispatches.
# A squiggly heredoc's end is followed by on_heredoc_dedent with its width
# (and an empty content list, as no parser values are made),
# and a syntax error by on_parse_error with Garnet's message (the tokens
# stop where the parser stopped).
#
# Parser events are not dispatched: Ripper#parse returns nil, and so do
# Ripper.sexp and Ripper.sexp_raw for every source.
class Ripper
  Version = "0.1.0"

  EXPR_BEG = 1
  EXPR_END = 2
  EXPR_ENDARG = 4
  EXPR_ENDFN = 8
  EXPR_ARG = 16
  EXPR_CMDARG = 32
  EXPR_MID = 64
  EXPR_FNAME = 128
  EXPR_DOT = 256
  EXPR_CLASS = 512
  EXPR_LABEL = 1024
  EXPR_LABELED = 2048
  EXPR_FITEM = 4096
  EXPR_VALUE = EXPR_BEG
  EXPR_BEG_ANY = EXPR_BEG | EXPR_MID | EXPR_CLASS
  EXPR_ARG_ANY = EXPR_ARG | EXPR_CMDARG
  EXPR_END_ANY = EXPR_END | EXPR_ENDARG | EXPR_ENDFN
  EXPR_NONE = 0

  # Each parser event and the number of values it takes (Ruby 4.0's).
  PARSER_EVENT_TABLE = {
    BEGIN: 1, END: 1, alias: 2, alias_error: 2, aref: 2, aref_field: 2, arg_ambiguous: 1,
    arg_paren: 1, args_add: 2, args_add_block: 2, args_add_star: 2, args_forward: 0, args_new: 0,
    array: 1, aryptn: 4, assign: 2, assign_error: 2, assoc_new: 2, assoc_splat: 1,
    assoclist_from_args: 1, bare_assoc_hash: 1, begin: 1, binary: 3, block_var: 2, blockarg: 1,
    bodystmt: 4, brace_block: 2, break: 1, call: 3, case: 2, class: 3, class_name_error: 2,
    command: 2, command_call: 4, const_path_field: 2, const_path_ref: 2, const_ref: 1, def: 3,
    defined: 1, defs: 5, do_block: 2, dot2: 2, dot3: 2, dyna_symbol: 1, else: 1, elsif: 3,
    ensure: 1, excessed_comma: 0, fcall: 1, field: 3, fndptn: 4, for: 3, hash: 1,
    heredoc_dedent: 2, hshptn: 3, if: 3, if_mod: 2, ifop: 3, in: 3, kwrest_param: 1, lambda: 2,
    magic_comment: 2, massign: 2, method_add_arg: 2, method_add_block: 2, mlhs_add: 2,
    mlhs_add_post: 2, mlhs_add_star: 2, mlhs_new: 0, mlhs_paren: 1, module: 2, mrhs_add: 2,
    mrhs_add_star: 2, mrhs_new: 0, mrhs_new_from_args: 1, next: 1, nokw_param: 1, opassign: 3,
    operator_ambiguous: 2, param_error: 2, params: 7, paren: 1, parse_error: 1, program: 1,
    qsymbols_add: 2, qsymbols_new: 0, qwords_add: 2, qwords_new: 0, redo: 0, regexp_add: 2,
    regexp_literal: 2, regexp_new: 0, rescue: 4, rescue_mod: 2, rest_param: 1, retry: 0, return: 1,
    return0: 0, sclass: 2, stmts_add: 2, stmts_new: 0, string_add: 2, string_concat: 2,
    string_content: 0, string_dvar: 1, string_embexpr: 1, string_literal: 1, super: 1, symbol: 1,
    symbol_literal: 1, symbols_add: 2, symbols_new: 0, top_const_field: 1, top_const_ref: 1,
    unary: 2, undef: 1, unless: 3, unless_mod: 2, until: 2, until_mod: 2, var_alias: 2,
    var_field: 1, var_ref: 1, vcall: 1, void_stmt: 0, when: 3, while: 2, while_mod: 2, word_add: 2,
    word_new: 0, words_add: 2, words_new: 0, xstring_add: 2, xstring_literal: 1, xstring_new: 0,
    yield: 1, yield0: 0, zsuper: 0
  }

  # Each scanner event; each takes the token's text.
  SCANNER_EVENT_TABLE = {
    CHAR: 1, __end__: 1, backref: 1, backtick: 1, comma: 1, comment: 1, const: 1, cvar: 1,
    embdoc: 1, embdoc_beg: 1, embdoc_end: 1, embexpr_beg: 1, embexpr_end: 1, embvar: 1, float: 1,
    gvar: 1, heredoc_beg: 1, heredoc_end: 1, ident: 1, ignored_nl: 1, imaginary: 1, int: 1,
    ivar: 1, kw: 1, label: 1, label_end: 1, lbrace: 1, lbracket: 1, lparen: 1, nl: 1, op: 1,
    period: 1, qsymbols_beg: 1, qwords_beg: 1, rational: 1, rbrace: 1, rbracket: 1, regexp_beg: 1,
    regexp_end: 1, rparen: 1, semicolon: 1, sp: 1, symbeg: 1, symbols_beg: 1, tlambda: 1,
    tlambeg: 1, tstring_beg: 1, tstring_content: 1, tstring_end: 1, words_beg: 1, words_sep: 1
  }

  STATE_NAMES = %w[BEG END ENDARG ENDFN ARG CMDARG MID FNAME DOT CLASS LABEL LABELED FITEM].freeze
  private_constant :STATE_NAMES

  # "BEG|LABEL" for EXPR_BEG | EXPR_LABEL; "NONE" for 0.
  def self.lex_state_name(state)
    state = Integer(state)
    return "NONE" if state == 0
    STATE_NAMES.each_index.filter_map { |i| STATE_NAMES[i] if state[i] == 1 }.join("|")
  end

  # Removes up to `width` columns of leading blanks from `string` (a tab
  # reaches the next multiple of 8) and returns the number of bytes removed.
  def self.dedent_string(string, width)
    string = String.try_convert(string) or
      raise TypeError, "no implicit conversion of #{string.nil? ? "nil" : string.class} into String"
    width = Integer(width)
    column = 0
    removed = 0
    string.each_byte do |byte|
      break if column >= width
      if byte == 0x20
        column += 1
      elsif byte == 0x09
        tab_stop = (column / 8 + 1) * 8
        break if tab_stop > width
        column = tab_stop
      else
        break
      end
      removed += 1
    end
    string.bytesplice(0, removed, "") if removed > 0
    removed
  end

  def initialize(src, filename = "(ripper)", lineno = 1)
    # An IO-like source is read when parsing starts, as CRuby's is.
    @__ripper_input = src.respond_to?(:gets) ? src : Ripper.__string_value(src)
    @__ripper_source = nil
    @__ripper_filename = String.new(Ripper.__string_value(filename))
    @__ripper_first_line = Integer(lineno)
    @__ripper_at = nil
    @__ripper_parsed = false
    @__ripper_error = false
    @__ripper_end_seen = false
    @__ripper_yydebug = false
    @__ripper_debug_output = $stderr
  end

  # obj as a String by implicit conversion (to_str), else TypeError.
  def self.__string_value(obj)
    String.try_convert(obj) or
      raise TypeError, "no implicit conversion of #{obj.nil? ? "nil" : obj.class} into String"
  end

  # The text of the source: the String, or the lines an IO-like object's
  # gets returns until nil.
  def self.__source_text(input)
    return input if String === input
    text = +""
    while (line = input.gets)
      raise TypeError, "gets returned #{line.class} (expected String or nil)" unless String === line
      text << line
    end
    text
  end

  # An encoding magic comment naming no encoding: ArgumentError, its line
  # quoted with the name underlined.
  def self.__check_magic_encoding(source, first_line, name, line, column)
    return if (Encoding.find(name) rescue nil)
    text = source.lines[line - first_line].to_s.chomp
    raise ArgumentError, "unknown encoding name: #{name}\n#{text}\n#{" " * (column - 1)}^#{"~" * (name.bytesize - 1)}\n"
  end

  def parse
    unless defined?(@__ripper_input)
      raise ArgumentError, "method 'parse' called on uninitialized object"
    end
    return nil if @__ripper_parsed
    @__ripper_parsed = true
    @__ripper_source = Ripper.__source_text(@__ripper_input)
    tokens, errors, @__ripper_end_seen, magic_encoding = __ripper_scan(@__ripper_source, @__ripper_first_line)
    Ripper.__check_magic_encoding(@__ripper_source, @__ripper_first_line, *magic_encoding) if magic_encoding
    tokens.each do |line, column, event, text, state, dedent|
      @__ripper_at = [line, column, state, text]
      __send__(event, text)
      on_heredoc_dedent([], dedent) if dedent  # no parser values: an empty content list
    end
    errors.each do |line, column, message|
      @__ripper_at = [line, column, @__ripper_at ? @__ripper_at[2] : EXPR_BEG, ""]
      @__ripper_error = true
      on_parse_error(message)
    end
    nil
  ensure
    @__ripper_at = nil
  end

  def lineno = @__ripper_at&.[](0)
  def column = @__ripper_at&.[](1)
  def state = @__ripper_at&.[](2)
  def token = @__ripper_at&.[](3)
  def filename = @__ripper_filename
  def end_seen? = @__ripper_end_seen
  def error? = @__ripper_error
  def yydebug = @__ripper_yydebug
  def yydebug=(flag)
    @__ripper_yydebug = flag
  end
  def debug_output = @__ripper_debug_output
  def debug_output=(output)
    @__ripper_debug_output = output
  end

  # The source's encoding: its magic comment's, else the String's (an IO's
  # source, before it is read: UTF-8).
  def encoding
    source = @__ripper_source || (String === @__ripper_input ? @__ripper_input : "")
    magic = source[/\A(?:#!.*\n)?#.*coding[:=]\s*([\w.-]+)/, 1]
    (magic && Encoding.find(magic) rescue nil) || source.encoding
  end

  private

  def dedent_string(string, width) = Ripper.dedent_string(string, width)
end
