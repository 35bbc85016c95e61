// Protocol buffers' wire format, the few pieces an exporter writes: varints and length-delimited
// fields (https://protobuf.dev/programming-guides/encoding/). A message is built in its own
// buffer and appended to its parent as bytes.
#ifndef OVERDUB_REPORT_PROTOWRITER_H
#define OVERDUB_REPORT_PROTOWRITER_H

#include <cstdint>
#include <string>
#include <string_view>

namespace overdub {

class ProtoMessage {
public:
  void varint(uint32_t Field, uint64_t Value) {
    key(Field, kVarint);
    raw(Value);
  }
  void bytes(uint32_t Field, std::string_view Value) {
    key(Field, kLengthDelimited);
    raw(Value.size());
    Data.append(Value);
  }
  void message(uint32_t Field, const ProtoMessage &Child) { bytes(Field, Child.view()); }

  std::string_view view() const { return Data; }
  bool empty() const { return Data.empty(); }
  size_t size() const { return Data.size(); }
  void clear() { Data.clear(); }

private:
  static constexpr unsigned kVarint = 0, kLengthDelimited = 2;
  void key(uint32_t Field, unsigned Wire) { raw((uint64_t{Field} << 3) | Wire); }
  void raw(uint64_t Value) {
    while (Value >= 0x80) {
      Data.push_back(static_cast<char>(Value | 0x80));
      Value >>= 7;
    }
    Data.push_back(static_cast<char>(Value));
  }

  std::string Data;
};

}  // namespace overdub

#endif  // OVERDUB_REPORT_PROTOWRITER_H
