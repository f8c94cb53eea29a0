#pragma once
#include <Eigen/Dense>

namespace posattn {

// Row-major so a matrix can cross to JavaScript as one flat copy, rows first.
using Matrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using Vector = Eigen::VectorXd;

}  // namespace posattn
