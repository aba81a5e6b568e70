// SPDX-License-Identifier: MIT
// The widths are DejaVu Sans 2.37's advance widths (Book and Bold), in thousandths of an em, for
// the printable ASCII characters from ' ' to '~'.
#include "game/balance/text_width.h"

#include <array>

namespace game {

namespace {

constexpr char kFirstPrintable = ' ';
constexpr char kLastPrintable = '~';
constexpr std::size_t kPrintables = kLastPrintable - kFirstPrintable + 1;
constexpr double kThousandths = 1000.0;
constexpr int kWholeEm = 1000;

constexpr std::array<int, kPrintables> kBookWidths{
    318,  401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337,  // ' ' to '/'
    636,  636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531,  // '0' to '?'
    1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787,  // '@' to 'O'
    603,  787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500,  // 'P' to '_'
    500,  613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612,  // '`' to 'o'
    635,  635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838};      // 'p' to '~'

constexpr std::array<int, kPrintables> kBoldWidths{
    348,  456, 521, 838, 696, 1002, 872, 306,  457, 457, 523, 838, 380, 415,  380, 365,  // ' ' to '/'
    696,  696, 696, 696, 696, 696,  696, 696,  696, 696, 400, 400, 838, 838,  838, 580,  // '0' to '?'
    1000, 774, 762, 734, 830, 683,  683, 821,  837, 372, 372, 775, 637, 995,  837, 850,  // '@' to 'O'
    733,  850, 770, 720, 682, 812,  774, 1103, 771, 724, 725, 457, 365, 457,  838, 500,  // 'P' to '_'
    500,  675, 716, 593, 716, 678,  435, 716,  712, 343, 343, 665, 343, 1042, 712, 687,  // '`' to 'o'
    716,  716, 493, 595, 478, 712,  652, 924,  645, 652, 582, 712, 365, 712,  838};      // 'p' to '~'

bool continues_a_character(char byte) {
  return (static_cast<unsigned char>(byte) & 0xC0U) == 0x80U;
}

int width_of(char byte, const std::array<int, kPrintables>& widths) {
  if (byte < kFirstPrintable || byte > kLastPrintable) return kWholeEm;
  return widths[static_cast<std::size_t>(byte - kFirstPrintable)];
}

}  // namespace

double estimated_text_width(std::string_view utf8, double font_size, bool bold) {
  const std::array<int, kPrintables>& widths = bold ? kBoldWidths : kBookWidths;
  int thousandths = 0;
  for (const char byte : utf8) {
    if (!continues_a_character(byte)) thousandths += width_of(byte, widths);
  }
  return font_size * thousandths / kThousandths;
}

}  // namespace game
